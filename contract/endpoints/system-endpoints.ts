/** System / configuration endpoints (contract §4.3). */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import { NoInput, QueryText } from '../request-schemas.ts';
import {
  DomainRoutesSchema,
  HelpCenterSchema,
  RegisterRulesSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
} from '../system-schemas.ts';

export const systemEndpoints = {
  /** Gate, CDNs, resources, whitelabel tree and register rules in one answer. */
  status: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    token: 'none',
    request: v.object({ url: v.optional(v.string()) }),
    response: SystemStatusSchema,
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    token: 'none',
    request: NoInput,
    response: WhitelabelNodeSchema,
  }),
  registerRules: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    token: 'none',
    request: NoInput,
    response: RegisterRulesSchema,
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    token: 'none',
    // Required by the platform, which refuses a call without it (`request_param_err`, its own check).
    request: v.object({ device: v.optional(v.string()) }),
    response: DomainRoutesSchema,
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    token: 'none',
    request: v.object({ language: QueryText }),
    response: HelpCenterSchema,
  }),
};
