/** The four contract kinds' pages, as the agent centre's menu loads them. */
import { ContractPage } from './contract-page';

export const DividendPage = () => <ContractPage kind="DIVIDEND" />;
export const DailyWagePage = () => <ContractPage kind="DAILY_WAGE" />;
export const HourlyWagePage = () => <ContractPage kind="HOURLY_WAGE" />;
export const RealTimeSalaryPage = () => <ContractPage kind="REALTIME_SALARY" />;
