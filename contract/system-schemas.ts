/** System / configuration endpoints: status, whitelabel tree, register rules, domain routes. */
import * as v from 'valibot';

import { DEFAULT_MINIMUM_AGE } from './minimum-age.ts';
import { LooseBooleanSchema, LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

/** A node of the whitelabel permission tree; `enabled === "1"` means on (contract §6.1). */
export type WhitelabelNode = { modId: string; enabled: string; childrenNodes: WhitelabelNode[] };
export const WhitelabelNodeSchema: v.GenericSchema<unknown, WhitelabelNode> = v.object({
  modId: LooseStringSchema,
  enabled: optionalOr(LooseStringSchema, '0'),
  childrenNodes: v.lazy(() => tolerantArray(WhitelabelNodeSchema)),
});

/** One field's rule in the register settings map (contract §6.2); only the pattern is needed. */
export const RegisterRuleSchema = v.object({
  acceptedPattern: optionalOr(v.string(), '*'),
  patternId: optionalOr(LooseNumberSchema, 0),
  minLength: optionalOr(LooseNumberSchema, 0),
  maxLength: optionalOr(LooseNumberSchema, 255),
  enabled: optionalOr(LooseBooleanSchema, true),
  required: optionalOr(LooseBooleanSchema, false),
});
export type RegisterRule = v.InferOutput<typeof RegisterRuleSchema>;
/** The rules map; a rule that cannot be read is left out (the field then has no server rule). */
export const RegisterRulesSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((input) => {
    const rules: Record<string, RegisterRule> = {};
    for (const [field, raw] of Object.entries(input)) {
      const parsed = v.safeParse(RegisterRuleSchema, raw);
      if (parsed.success) rules[field] = parsed.output;
    }
    return rules;
  }),
);
export type RegisterRules = v.InferOutput<typeof RegisterRulesSchema>;

/** A resource: app downloads, social links, affiliates page (spec §3 "Resource"). */
export const ResourceSchema = v.object({
  resourceType: v.string(),
  url: optionalOr(v.string(), ''),
  qrCodeUrl: optionalOr(v.string(), null),
  labelNameEn: optionalOr(v.string(), null),
});
export type Resource = v.InferOutput<typeof ResourceSchema>;

/** Customer-service entry; `path` = Base64 DES ciphertext + 8-character key (contract §3.7). */
export const CustomerServiceSchema = v.object({
  type: optionalOr(LooseStringSchema, '3'),
  name: optionalOr(v.string(), ''),
  path: v.string(),
});
export type CustomerService = v.InferOutput<typeof CustomerServiceSchema>;

function field(input: unknown, name: string): unknown {
  return input && typeof input === 'object' && name in input ? (input as Record<string, unknown>)[name] : undefined;
}

/**
 * `info.customerService` as the contract records it (a list, §3.7) or in spec §7's reading
 * `{version: {pathList: [...]}}` (also a bare `{pathList}`); entries that do not read are dropped.
 */
export const CustomerServiceListSchema = v.pipe(
  v.unknown(),
  v.transform((input) => {
    const list = Array.isArray(input)
      ? input
      : (field(field(input, 'version'), 'pathList') ?? field(input, 'pathList'));
    return v.parse(tolerantArray(CustomerServiceSchema), list);
  }),
);

/** A routable API domain; `speed` is the server's hint (0 = unknown), the client measures its own. */
export const DomainRouteSchema = v.object({
  domain: v.string(),
  speed: optionalOr(LooseNumberSchema, 0),
});
/** The route list's shape is not public (contract §7.2): a bare list is read as well as `{domainList}`. */
export const DomainRoutesSchema = v.pipe(
  v.union([v.array(v.unknown()), v.object({ domainList: v.optional(v.nullable(v.array(v.unknown()))) })]),
  v.transform((input) => ({
    domainList: v.parse(tolerantArray(DomainRouteSchema), Array.isArray(input) ? input : input.domainList),
  })),
);

export const LocationSchema = v.object({
  ip: optionalOr(v.string(), ''),
  country: optionalOr(v.string(), ''),
  countryCode: optionalOr(v.string(), ''),
});

const EMPTY_WHITELABEL: WhitelabelNode = { modId: 'ROOT', enabled: '1', childrenNodes: [] };

/**
 * `GET /wps/system/status` value. UI state: maintenance → 1, regionRestriction → 2, else 0.
 * Nothing here is required: a platform that leaves a part out is read as "no such feature".
 * `settings` is our own extension.
 */
export const SystemStatusSchema = v.object({
  maintenance: optionalOr(LooseBooleanSchema, false),
  regionRestriction: optionalOr(LooseBooleanSchema, false),
  location: optionalOr(LocationSchema, { ip: '', country: '', countryCode: '' }),
  info: optionalOr(
    v.object({
      customerService: CustomerServiceListSchema,
      domainRoute: optionalOr(DomainRoutesSchema, { domainList: [] }),
      resources: tolerantArray(ResourceSchema),
      whitelabel: optionalOr(WhitelabelNodeSchema, EMPTY_WHITELABEL),
      register: optionalOr(RegisterRulesSchema, {}),
      mainDomain: optionalOr(v.string(), ''),
      imageCDNs: tolerantArray(v.string()),
      launchGameCDNs: tolerantArray(v.string()),
      settings: optionalOr(
        v.object({
          loginedToHomePage: optionalOr(LooseBooleanSchema, false),
          /** The operator's minimum age (spec §5), checked on a birthday; 18 unless set. */
          minimumAge: optionalOr(LooseNumberSchema, DEFAULT_MINIMUM_AGE),
        }),
        { loginedToHomePage: false, minimumAge: DEFAULT_MINIMUM_AGE },
      ),
    }),
    {
      customerService: [],
      domainRoute: { domainList: [] },
      resources: [],
      whitelabel: EMPTY_WHITELABEL,
      register: {},
      mainDomain: '',
      imageCDNs: [],
      launchGameCDNs: [],
      settings: { loginedToHomePage: false, minimumAge: DEFAULT_MINIMUM_AGE },
    },
  ),
});
export type SystemStatus = v.InferOutput<typeof SystemStatusSchema>;

/** `GET /wps/system/helpCenter` value: sections with HTML articles (sanitised before display). */
export const HelpArticleSchema = v.object({ id: v.number(), title: v.string(), content: v.string() });
export const HelpSectionSchema = v.object({
  id: v.number(),
  title: v.string(),
  sequence: v.number(),
  items: v.array(HelpArticleSchema),
});
export const HelpCenterSchema = v.array(HelpSectionSchema);
export type HelpCenter = v.InferOutput<typeof HelpCenterSchema>;
