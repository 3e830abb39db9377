/** `/promoDetail?id=N` (kept apart from the page so the route stays light). */
import * as v from 'valibot';

export const PromoDetailSearchSchema = v.object({
  id: v.optional(v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 0), 0),
});
