import type { ReportIssueType } from '@staydesk/contracts';

/** What the issue form holds besides its files. */
export interface IssueFormValues {
  type: ReportIssueType | '';
  description: string;
  location: string;
  isBlocking: boolean;
  requestPayment: boolean;
  additionalTime: number;
  additionalCost: number;
}
