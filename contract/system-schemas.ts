/** System / configuration endpoints: status, whitelabel tree, register rules, domain routes. */
import * as v from 'valibot';

/** A node of the whitelabel permission tree; `enabled === "1"` means on (contract §6.1). */
export type WhitelabelNode = { modId: string; enabled: string; childrenNodes: WhitelabelNode[] };
type WhitelabelNodeInput = { modId: string; enabled: string; childrenNodes?: WhitelabelNodeInput[] | undefined };
export const WhitelabelNodeSchema: v.GenericSchema<WhitelabelNodeInput, WhitelabelNode> = v.object({
  modId: v.string(),
  enabled: v.string(),
  childrenNodes: v.optional(v.array(v.lazy(() => WhitelabelNodeSchema)), []),
});

/** One field's rule in the register settings map (contract §6.2). */
export const RegisterRuleSchema = v.object({
  acceptedPattern: v.string(),
  patternId: v.number(),
  minLength: v.number(),
  maxLength: v.number(),
  enabled: v.boolean(),
  required: v.boolean(),
});
export type RegisterRule = v.InferOutput<typeof RegisterRuleSchema>;
export const RegisterRulesSchema = v.record(v.string(), RegisterRuleSchema);
export type RegisterRules = v.InferOutput<typeof RegisterRulesSchema>;

/** A resource: app downloads, social links, affiliates page (spec §3 "Resource"). */
export const ResourceSchema = v.object({
  resourceType: v.string(),
  url: v.string(),
  qrCodeUrl: v.optional(v.nullable(v.string()), null),
  labelNameEn: v.optional(v.nullable(v.string()), null),
});
export type Resource = v.InferOutput<typeof ResourceSchema>;

/** Customer-service entry; `path` = Base64 DES ciphertext + 8-character key (contract §3.7). */
export const CustomerServiceSchema = v.object({
  type: v.string(),
  name: v.string(),
  path: v.string(),
});
export type CustomerService = v.InferOutput<typeof CustomerServiceSchema>;

/** A routable API domain; `speed` is the server's hint (0 = unknown), the client measures its own. */
export const DomainRouteSchema = v.object({
  domain: v.string(),
  speed: v.number(),
});
export const DomainRoutesSchema = v.object({
  domainList: v.array(DomainRouteSchema),
});
export type DomainRoutes = v.InferOutput<typeof DomainRoutesSchema>;

export const LocationSchema = v.object({
  ip: v.string(),
  country: v.string(),
  countryCode: v.string(),
});

/** `GET /wps/system/status` value. UI state: maintenance → 1, regionRestriction → 2, else 0. */
export const SystemStatusSchema = v.object({
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  location: LocationSchema,
  info: v.object({
    customerService: v.array(CustomerServiceSchema),
    domainRoute: DomainRoutesSchema,
    resources: v.array(ResourceSchema),
    whitelabel: WhitelabelNodeSchema,
    register: RegisterRulesSchema,
    mainDomain: v.string(),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
    settings: v.object({ loginedToHomePage: v.boolean() }),
  }),
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
