/** Search params of a category page: `page` is the selected vendor code (spec: /rng?page={vendor}). */
import * as v from 'valibot';

export const CategorySearchSchema = v.object({
  page: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export type CategorySearch = v.InferOutput<typeof CategorySearchSchema>;
