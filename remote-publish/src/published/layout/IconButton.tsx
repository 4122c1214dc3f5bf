/** A small square button of the top bar and the sidebar (toggle, close, theme): the frame's, shared with the server. */
export { FrameIconButton as IconButton } from '@quire/shared/render';
