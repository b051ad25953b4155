import { graphql } from '@/gql';

/** The report of one range (both dates inclusive, in the business time zone): every tab reads its own part. */
export const ReportsPageQuery = graphql(`
  query ReportsPage($from: String!, $to: String!) {
    report(from: $from, to: $to) {
      from
      to
      ...OverviewTab_report
      ...RevenueTab_report
      ...BookingsTab_report
      ...CustomersTab_report
    }
  }
`);
