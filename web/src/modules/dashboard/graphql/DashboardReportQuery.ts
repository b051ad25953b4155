import { graphql } from '@/gql';

export const DashboardReportQuery = graphql(`
  query DashboardReport($startDate: String, $endDate: String) {
    dashboardReport(startDate: $startDate, endDate: $endDate) {
      totalRevenue
      totalBookings
      newCustomers
    }
  }
`);
