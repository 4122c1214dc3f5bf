import { longPageStyles, renderStyles } from '@quire/shared/render';

/**
 * The renderer's rules, in a chunk of their own: only a page whose head does not already carry them (the
 * server's HTML for a published page does, `serverStyledPage`) loads and draws them.
 */
export default function RenderStyleSheet() {
  return <style>{renderStyles + longPageStyles}</style>;
}
