/**
 * Building blocks for reading a platform that is not ours (conventions §8.13): real platforms of
 * the family send numbers and flags as strings ("1", "0.00"), omit fields they do not use and add
 * fields we do not know. Fields a screen cannot work without stay strict; everything else reads
 * through these and falls back to a default instead of failing the whole response.
 */
import * as v from 'valibot';

/** A number, or a numeric string ("12", "0.50"); anything else fails. */
export const LooseNumberSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform((input) => Number(input)),
  v.finite(),
);

/** A flag as platforms send it: true/false, 1/0, "1"/"0", "true"/"false", "Y"/"N". */
export const LooseBooleanSchema = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.transform(
    (input) =>
      input === true ||
      input === 1 ||
      (typeof input === 'string' && ['1', 'true', 'y', 'yes'].includes(input.trim().toLowerCase())),
  ),
);

/** A string, or a number sent where a string was expected (ids, codes). */
export const LooseStringSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((input) => String(input)),
);

/**
 * An optional field: missing, null or unreadable → `fallback`. Use it for every field a screen
 * can live without, so one odd field never breaks a page.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionalOr<TSchema extends v.GenericSchema<unknown, unknown>, const TFallback>(
  schema: TSchema,
  fallback: TFallback,
): v.GenericSchema<unknown, Exclude<v.InferOutput<TSchema>, null | undefined> | TFallback> {
  type Out = Exclude<v.InferOutput<TSchema>, null | undefined> | TFallback;
  // Wrapped in v.optional with a (null) default so an object reads a *missing* key too: valibot
  // reports a missing key unless the entry is optional, and runs the entry only when it has a default.
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): Out => {
        if (input === undefined || input === null) return fallback;
        const parsed = v.safeParse(schema, input);
        return parsed.success && parsed.output !== null && parsed.output !== undefined
          ? (parsed.output as Out)
          : fallback;
      }),
    ),
    null,
  );
}

/** A list whose unreadable items are dropped instead of failing the list; a non-array reads as []. */
/* @__NO_SIDE_EFFECTS__ */
export function tolerantArray<TItem extends v.GenericSchema<unknown, unknown>>(item: TItem) {
  return v.pipe(
    v.fallback(v.optional(v.nullable(v.array(v.unknown())), []), []),
    v.transform((input) =>
      (input ?? []).flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  );
}
