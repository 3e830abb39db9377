/** Agent centre calls (docs/contract.md §12). */

export interface ReportPeriod {
  from: number;
  to: number;
}

export interface TeamReportQuery extends ReportPeriod {
  username?: string;
  pageNo: number;
}
