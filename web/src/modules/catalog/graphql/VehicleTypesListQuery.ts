import { graphql } from '@/gql';

/** Every vehicle type not deleted, inactive ones included: the management screen shows them all. */
export const VehicleTypesListQuery = graphql(`
  query VehicleTypesList {
    vehicleTypes(includeInactive: true) {
      id
      ...VehicleTypeTable_vehicleType
    }
  }
`);
