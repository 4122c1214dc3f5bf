import { filterSuggestionItems, insertOrUpdateBlockForSlashMenu } from '@blocknote/core';
import { getDefaultReactSlashMenuItems, type DefaultReactSuggestionItem } from '@blocknote/react';
import type { TFunction } from 'i18next';
import type { DocumentEditorInstance } from './schema';

/** A slash menu item with its key (BlockNote's items carry their dictionary key; its React type drops it). */
export type SlashMenuItem = DefaultReactSuggestionItem & { key: string };

interface ItemText {
  title: string;
  subtext: string;
}

/** The slash menu's words in the product's language (BlockNote's own are English). */
function itemTexts(t: TFunction): Record<string, ItemText> {
  return {
    heading: {
      title: t('workspace.editor.slashMenu.heading.title', 'Heading 1'),
      subtext: t('workspace.editor.slashMenu.heading.subtext', 'Top-level heading'),
    },
    heading_2: {
      title: t('workspace.editor.slashMenu.heading_2.title', 'Heading 2'),
      subtext: t('workspace.editor.slashMenu.heading_2.subtext', 'Key section heading'),
    },
    heading_3: {
      title: t('workspace.editor.slashMenu.heading_3.title', 'Heading 3'),
      subtext: t('workspace.editor.slashMenu.heading_3.subtext', 'Subsection and group heading'),
    },
    heading_4: {
      title: t('workspace.editor.slashMenu.heading_4.title', 'Heading 4'),
      subtext: t('workspace.editor.slashMenu.heading_4.subtext', 'Minor subsection heading'),
    },
    heading_5: {
      title: t('workspace.editor.slashMenu.heading_5.title', 'Heading 5'),
      subtext: t('workspace.editor.slashMenu.heading_5.subtext', 'Small subsection heading'),
    },
    heading_6: {
      title: t('workspace.editor.slashMenu.heading_6.title', 'Heading 6'),
      subtext: t('workspace.editor.slashMenu.heading_6.subtext', 'Lowest-level heading'),
    },
    toggle_heading: {
      title: t('workspace.editor.slashMenu.toggle_heading.title', 'Toggle Heading 1'),
      subtext: t('workspace.editor.slashMenu.toggle_heading.subtext', 'Toggleable top-level heading'),
    },
    toggle_heading_2: {
      title: t('workspace.editor.slashMenu.toggle_heading_2.title', 'Toggle Heading 2'),
      subtext: t('workspace.editor.slashMenu.toggle_heading_2.subtext', 'Toggleable key section heading'),
    },
    toggle_heading_3: {
      title: t('workspace.editor.slashMenu.toggle_heading_3.title', 'Toggle Heading 3'),
      subtext: t(
        'workspace.editor.slashMenu.toggle_heading_3.subtext',
        'Toggleable subsection and group heading',
      ),
    },
    quote: {
      title: t('workspace.editor.slashMenu.quote.title', 'Quote'),
      subtext: t('workspace.editor.slashMenu.quote.subtext', 'Quote or excerpt'),
    },
    toggle_list: {
      title: t('workspace.editor.slashMenu.toggle_list.title', 'Toggle List'),
      subtext: t('workspace.editor.slashMenu.toggle_list.subtext', 'List with hideable sub-items'),
    },
    numbered_list: {
      title: t('workspace.editor.slashMenu.numbered_list.title', 'Numbered List'),
      subtext: t('workspace.editor.slashMenu.numbered_list.subtext', 'List with ordered items'),
    },
    bullet_list: {
      title: t('workspace.editor.slashMenu.bullet_list.title', 'Bullet List'),
      subtext: t('workspace.editor.slashMenu.bullet_list.subtext', 'List with unordered items'),
    },
    check_list: {
      title: t('workspace.editor.slashMenu.check_list.title', 'Check List'),
      subtext: t('workspace.editor.slashMenu.check_list.subtext', 'List with checkboxes'),
    },
    paragraph: {
      title: t('workspace.editor.slashMenu.paragraph.title', 'Paragraph'),
      subtext: t('workspace.editor.slashMenu.paragraph.subtext', 'The body of your document'),
    },
    code_block: {
      title: t('workspace.editor.slashMenu.code_block.title', 'Code Block'),
      subtext: t('workspace.editor.slashMenu.code_block.subtext', 'Code block with syntax highlighting'),
    },
    divider: {
      title: t('workspace.editor.slashMenu.divider.title', 'Divider'),
      subtext: t('workspace.editor.slashMenu.divider.subtext', 'Visually divide blocks'),
    },
    callout: {
      title: t('workspace.editor.slashMenu.callout.title', 'Callout'),
      subtext: t('workspace.editor.slashMenu.callout.subtext', 'Highlighted text behind an icon'),
    },
    image: {
      title: t('workspace.editor.slashMenu.image.title', 'Image'),
      subtext: t('workspace.editor.slashMenu.image.subtext', 'Resizable image with caption'),
    },
    emoji: {
      title: t('workspace.editor.slashMenu.emoji.title', 'Emoji'),
      subtext: t('workspace.editor.slashMenu.emoji.subtext', 'Search for and insert an emoji'),
    },
  };
}

/** BlockNote's group names (its English dictionary) in the product's language. */
function groupNames(t: TFunction): Record<string, string> {
  return {
    Headings: t('workspace.editor.slashMenu.groups.headings', 'Headings'),
    'Basic blocks': t('workspace.editor.slashMenu.groups.basic', 'Basic blocks'),
    Media: t('workspace.editor.slashMenu.groups.media', 'Media'),
    Subheadings: t('workspace.editor.slashMenu.groups.subheadings', 'Subheadings'),
    Others: t('workspace.editor.slashMenu.groups.others', 'Others'),
  };
}

const calloutIcon = (
  <span aria-hidden="true" style={{ fontSize: 16, lineHeight: 1 }}>
    💡
  </span>
);

/**
 * The slash menu's items: BlockNote's defaults for the blocks the schema has, with the product's titles,
 * descriptions and groups (their English words stay as aliases, so `/h1` or `/quote` works in every
 * language), and a Callout item after Quote inserting the schema's callout block.
 */
export function slashMenuItems(editor: DocumentEditorInstance, t: TFunction): SlashMenuItem[] {
  const texts = itemTexts(t);
  const groups = groupNames(t);
  const items: SlashMenuItem[] = [];
  for (const item of getDefaultReactSlashMenuItems(editor) as SlashMenuItem[]) {
    const text = texts[item.key];
    const aliases = [...(item.aliases ?? []), item.title.toLowerCase()];
    items.push({
      ...item,
      ...(text === undefined ? {} : text),
      aliases,
      ...(item.group === undefined ? {} : { group: groups[item.group] ?? item.group }),
    });
    if (item.key === 'quote') {
      const callout = texts.callout as ItemText;
      items.push({
        key: 'callout',
        ...callout,
        aliases: ['callout', 'note', 'info', 'tip'],
        group: item.group === undefined ? undefined : (groups[item.group] ?? item.group),
        icon: calloutIcon,
        onItemClick: () => {
          insertOrUpdateBlockForSlashMenu(editor, { type: 'callout' });
        },
      });
    }
  }
  return items;
}

/** The items matching what was typed after the slash. */
export function filterSlashMenuItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
): SlashMenuItem[] {
  return filterSuggestionItems(slashMenuItems(editor, t), query);
}
