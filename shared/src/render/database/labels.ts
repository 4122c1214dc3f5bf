/** Every text the database views show themselves: the caller translates them. */
export interface DatabaseLabels {
  untitled: string;
  /** The ungrouped board column: `{field}` is the grouping field's name. */
  noValue: string;
  checked: string;
  unchecked: string;
  noDate: string;
  previousMonth: string;
  nextMonth: string;
  linkedRow: string;
  /** Short weekday names, Sunday first. */
  weekdays: readonly string[];
  /** Month names, January first. */
  months: readonly string[];
  loading: string;
  /** A chart view's note: charts are not drawn on published pages. */
  chartUnavailable: string;
  /** A row opened as a page: the link back to the database's view. */
  backToDatabase: string;
  /** `?r=` naming a row the page cannot open (`RowMissing`). */
  rowNotFound: string;
}

export const defaultDatabaseLabels: DatabaseLabels = {
  untitled: 'Untitled',
  noValue: 'No {field}',
  checked: 'Checked',
  unchecked: 'Unchecked',
  noDate: 'No date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  linkedRow: 'Linked row',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  loading: 'Loading…',
  chartUnavailable: 'Charts are not shown on published pages yet. The rows it is made of:',
  backToDatabase: 'Back to the database',
  rowNotFound: 'This row is not part of the published page.',
};
