import { addField, CollabType, isFieldType } from '@quire/shared/collab';
import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { DocumentRegistry } from '../../collab/registry.js';
import type { Database } from '../../db/schema.js';
import { commitEdit, type EditTarget } from './commitEdit.js';
import { openDatabase } from './openDatabase.js';

/**
 * `POST …/fields` (AppFlowy's AFInsertDatabaseField): a field added at the end of every view, its type's default
 * options merged with `typeOption`, through the model's `addField` and the web-update path. Answers its id.
 */
export async function addDatabaseField(
  db: Kysely<Database>,
  registry: DocumentRegistry,
  target: EditTarget,
  params: { databaseId: string; name: string; fieldType: number; typeOption: Record<string, unknown> },
): Promise<string> {
  const { fieldType } = params;
  if (!isFieldType(fieldType)) throw new AppError('InvalidRequest', `Unknown field type ${fieldType}`);
  const database = await openDatabase(db, { ...target, databaseId: params.databaseId, action: 'write' });
  try {
    let fieldId = '';
    await commitEdit(
      db,
      registry,
      target,
      {
        objectId: database.databaseId,
        collabType: CollabType.Database,
        doc: database.doc,
        authorizedView: database.view,
      },
      (doc) => {
        fieldId = addField(doc, {
          name: params.name,
          type: fieldType,
          now: target.now,
          typeOption: storedTypeOption(params.typeOption),
        });
      },
    );
    return fieldId;
  } finally {
    database.doc.destroy();
  }
}

/**
 * The model keeps a select's options (and media's settings) as JSON text under `content`, as AppFlowy stores them;
 * a script may send that text or the object itself, which is stored as its text.
 */
function storedTypeOption(typeOption: Record<string, unknown>): Record<string, unknown> {
  const { content } = typeOption;
  return typeof content === 'object' && content !== null
    ? { ...typeOption, content: JSON.stringify(content) }
    : typeOption;
}
