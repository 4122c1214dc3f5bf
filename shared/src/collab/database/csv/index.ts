// CSV in and out of databases (issue 24): DOM-free, used by the server's import and the workspace's export.
export { csvLimits } from './limits.js';
export { parseCsv, type ParsedCsv } from './parse.js';
export { inferColumnType, csvDate, type CsvColumnType } from './infer.js';
export { csvToDatabase } from './toDatabase.js';
export { viewToCsv, csvField } from './toCsv.js';
