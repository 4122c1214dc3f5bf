import type { TFunction } from 'i18next';

export interface ItemText {
  title: string;
  subtext: string;
}

/** The slash menu's words in the product's language (BlockNote's own are English), by item key. */
export function itemTexts(t: TFunction): Record<string, ItemText> {
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
    table: {
      title: t('workspace.editor.slashMenu.table.title', 'Table'),
      subtext: t('workspace.editor.slashMenu.table.subtext', 'Rows and columns of text'),
    },
    simple_columns: {
      title: t('workspace.editor.slashMenu.simple_columns.title', 'Columns'),
      subtext: t('workspace.editor.slashMenu.simple_columns.subtext', 'Blocks side by side in two columns'),
    },
    multi_image: {
      title: t('workspace.editor.slashMenu.multi_image.title', 'Image Gallery'),
      subtext: t('workspace.editor.slashMenu.multi_image.subtext', 'Several images in a grid'),
    },
    image: {
      title: t('workspace.editor.slashMenu.image.title', 'Image'),
      subtext: t('workspace.editor.slashMenu.image.subtext', 'Resizable image with caption'),
    },
    emoji: {
      title: t('workspace.editor.slashMenu.emoji.title', 'Emoji'),
      subtext: t('workspace.editor.slashMenu.emoji.subtext', 'Search for and insert an emoji'),
    },
    video: {
      title: t('workspace.editor.slashMenu.video.title', 'Video'),
      subtext: t('workspace.editor.slashMenu.video.subtext', 'Embedded video from a link'),
    },
    file: {
      title: t('workspace.editor.slashMenu.file.title', 'File'),
      subtext: t('workspace.editor.slashMenu.file.subtext', 'A file to open or download'),
    },
    sub_page: {
      title: t('workspace.editor.slashMenu.sub_page.title', 'Page'),
      subtext: t('workspace.editor.slashMenu.sub_page.subtext', 'A new page inside this one'),
    },
    grid: {
      title: t('workspace.editor.slashMenu.grid.title', 'Grid'),
      subtext: t('workspace.editor.slashMenu.grid.subtext', 'A new table database inside this page'),
    },
    board: {
      title: t('workspace.editor.slashMenu.board.title', 'Board'),
      subtext: t('workspace.editor.slashMenu.board.subtext', 'A new kanban board inside this page'),
    },
    calendar: {
      title: t('workspace.editor.slashMenu.calendar.title', 'Calendar'),
      subtext: t('workspace.editor.slashMenu.calendar.subtext', 'A new calendar inside this page'),
    },
    linked_database: {
      title: t('workspace.editor.slashMenu.linked_database.title', 'Linked view of database'),
      subtext: t('workspace.editor.slashMenu.linked_database.subtext', 'Show an existing database here'),
    },
    math_equation: {
      title: t('workspace.editor.slashMenu.math_equation.title', 'Math Equation'),
      subtext: t('workspace.editor.slashMenu.math_equation.subtext', 'A formula written in TeX'),
    },
    link_preview: {
      title: t('workspace.editor.slashMenu.link_preview.title', 'Link Preview'),
      subtext: t('workspace.editor.slashMenu.link_preview.subtext', 'A card for a web address'),
    },
    outline: {
      title: t('workspace.editor.slashMenu.outline.title', 'Table of Contents'),
      subtext: t('workspace.editor.slashMenu.outline.subtext', 'The headings of this page, linked'),
    },
  };
}

/** BlockNote's group names (its English dictionary) in the product's language. */
export function groupNames(t: TFunction): Record<string, string> {
  return {
    Headings: t('workspace.editor.slashMenu.groups.headings', 'Headings'),
    'Basic blocks': t('workspace.editor.slashMenu.groups.basic', 'Basic blocks'),
    Media: t('workspace.editor.slashMenu.groups.media', 'Media'),
    Subheadings: t('workspace.editor.slashMenu.groups.subheadings', 'Subheadings'),
    Others: t('workspace.editor.slashMenu.groups.others', 'Others'),
    Advanced: t('workspace.editor.slashMenu.groups.advanced', 'Advanced'),
    Databases: t('workspace.editor.slashMenu.groups.databases', 'Databases'),
  };
}
