/** Reward centre and bonus details calls (contract §15). */

export interface BonusQuery {
  type?: string | undefined;
  from: number;
  to: number;
  pageNo: number;
}
