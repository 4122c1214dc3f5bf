/** A page's icon (emoji, image address or icon set): the frame's, shared with the server's copy of the page. */
export { PageIcon } from '@quire/shared/render';
