import { graphql } from '@/gql';

export const DashboardSummaryQuery = graphql(`
  query DashboardSummary {
    dashboardSummary {
      ...SummaryCards_summary
    }
  }
`);
