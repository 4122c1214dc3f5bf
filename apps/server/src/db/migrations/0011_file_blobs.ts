import type { Kysely } from 'kysely';

// Uploaded files (routes/file-storage). The bytes live in the blob storage (a folder under the data dir or an
// S3 bucket) under `storage_key`, a random name the server makes; this table says which file of which
// workspace they are, what to serve them as, and counts each workspace's bytes against its cap. There is no
// foreign key to the workspace or the page: rows outlive them until the sweep (files/sweep.ts) has deleted
// their bytes too, which a cascade could not do.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_blobs')
    .addColumn('workspace_id', 'text', (col) => col.notNull())
    .addColumn('parent_dir', 'text', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    // What the uploader said (`Content-Type`), kept as AppFlowy's `file_type`; never what is served.
    .addColumn('content_type', 'text', (col) => col.notNull())
    // What the bytes were recognised as when they came in: the only type ever served.
    .addColumn('served_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    // The page `parent_dir` named when the file came in (null for other folders): its files go with it.
    .addColumn('view_id', 'text')
    .addColumn('created_by', 'text', (col) => col.references('users.uuid').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('file_blobs_pkey', ['workspace_id', 'parent_dir', 'file_id'])
    .execute();
  await db.schema.createIndex('file_blobs_view_id').on('file_blobs').column('view_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_blobs').execute();
}
