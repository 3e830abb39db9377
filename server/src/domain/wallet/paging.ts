/** Pages of the wallet lists: `pageNo` from 1, `pageSize` 1–100 (default 10), newest first. */
import { badParam } from '../refusal.ts';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

export const MAX_PAGE_SIZE = 100;

function positive(field: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) badParam(field, 'is invalid: a positive whole number');
  return Math.min(Number(text), max);
}

/** Reads `pageNo` / `pageSize` from query text; malformed → request.param.err. */
export function pageRequest(pageNo: string | undefined, pageSize: string | undefined): PageRequest {
  return {
    pageNo: positive('pageNo', pageNo, 1, 1_000_000),
    pageSize: positive('pageSize', pageSize, 10, MAX_PAGE_SIZE),
  };
}

/** LIMIT / OFFSET of a page. */
export function limitOffset(request: PageRequest): [number, number] {
  return [request.pageSize, (request.pageNo - 1) * request.pageSize];
}

export function page<T>(content: T[], request: PageRequest, totalCount: number): Page<T> {
  return {
    content,
    pageNum: request.pageNo,
    pageSize: request.pageSize,
    totalPages: Math.ceil(totalCount / request.pageSize),
    totalCount,
  };
}
