/** Period, username and page of the agent's team reports: a new period or name starts again at page 1. */
import { useState } from 'react';

import { useReportWindow } from './report-window';

export function useTeamReportFilter() {
  const [page, setPage] = useState(1);
  const [username, setUsername] = useState('');
  const window = useReportWindow(() => setPage(1));
  const filterByName = (name: string) => {
    setUsername(name);
    setPage(1);
  };
  return {
    window,
    page,
    setPage,
    filterByName,
    params: { ...window.range, pageNo: page, ...(username ? { username } : {}) },
  };
}
