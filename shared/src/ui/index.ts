export { Dialog, type DialogProps } from './Dialog.js';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button.js';
export { BuildLabel, type BuildLabelProps } from './BuildLabel.js';
export { TextField, Input, type TextFieldProps } from './TextField.js';
export { Select } from './Select.js';
export { AVATAR_COLORS, avatarColor } from './avatarColors.js';
export { Tooltip, TOOLTIP_ENTER_DELAY_MS, type TooltipProps } from './Tooltip.js';
