/** A page of records as the family's list relays answer it. */
import * as v from 'valibot';

import { LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';

/**
 * A page as `MCSFE_getFavoriteGamesList` answers it (contract §2.2: `{content, pageNum, totalPages}`):
 * unreadable items are dropped, numbers may come as strings, missing counts fall back.
 */
export const PageOfSchema = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) =>
  v.object({
    content: tolerantArray(item),
    pageNum: optionalOr(LooseNumberSchema, 1),
    pageSize: optionalOr(LooseNumberSchema, 10),
    totalPages: optionalOr(LooseNumberSchema, 1),
    totalCount: optionalOr(LooseNumberSchema, 0),
  });
