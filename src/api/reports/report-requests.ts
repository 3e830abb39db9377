/** Member reports over the bets table (contract §10): the betting record and profit and loss. */

export interface BetQuery {
  from: number;
  to: number;
  category?: string | undefined;
  vendor?: string | undefined;
  pageNo: number;
}

export interface ProfitQuery {
  from: number;
  to: number;
  category?: string | undefined;
}
