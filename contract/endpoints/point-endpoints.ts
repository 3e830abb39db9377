/**
 * Points mall (contract §4.6 PTSYS3, spec §7 names the `MCS2_` calls; docs/contract.md §13). The
 * two `passwordCheck/` calls are encrypted and carry the login password.
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import {
  ConvertBodySchema,
  ConvertResultSchema,
  PointBalanceSchema,
  PointConfigSchema,
  PointEntrySchema,
  PointRewardListSchema,
  RedeemBodySchema,
  RedemptionSchema,
} from '../point-schemas.ts';
import { LanguageQuery, NoInput, PageQuery } from '../request-schemas.ts';
import { PageOfSchema } from '../wallet-schemas.ts';

export const pointEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    token: 'required',
    request: NoInput,
    response: PointBalanceSchema,
  }),
  config: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    token: 'required',
    request: NoInput,
    response: PointConfigSchema,
  }),
  rewards: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    token: 'required',
    request: v.object(LanguageQuery),
    response: PointRewardListSchema,
  }),
  redemptions: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    token: 'required',
    request: v.object({ ...PageQuery, ...LanguageQuery }),
    response: PageOfSchema(RedemptionSchema),
  }),
  entries: endpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    token: 'required',
    request: v.object(PageQuery),
    response: PageOfSchema(PointEntrySchema),
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    token: 'required',
    encrypted: true,
    request: RedeemBodySchema,
    response: RedemptionSchema,
  }),
  convert: endpoint({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    token: 'required',
    encrypted: true,
    request: ConvertBodySchema,
    response: ConvertResultSchema,
  }),
};
