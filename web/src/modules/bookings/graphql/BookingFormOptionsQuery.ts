import { graphql } from '@/gql';

export const BookingFormOptionsQuery = graphql(`
  query BookingFormOptions {
    vehicleTypes {
      id
      ...VehicleTypeSelect_vehicleType
    }
    services {
      id
      ...ServicesField_service
    }
  }
`);
