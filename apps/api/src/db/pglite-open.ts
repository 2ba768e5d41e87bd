import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { cacheFileSizes } from './pglite-file-sizes.ts';

/**
 * Opens PGlite as the API uses it, in this thread or in its own (decision 0136): the extensions the migrations create
 * (trigram search, unaccent, btree_gin) and the files' sizes kept between fstat calls (decision 0134).
 */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent, btree_gin }, ...(loadDataDir ? { loadDataDir } : {}) });
  cacheFileSizes(pg);
  return pg;
}
