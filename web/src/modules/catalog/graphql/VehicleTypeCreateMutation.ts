import { graphql } from '@/gql';

export const VehicleTypeCreateMutation = graphql(`
  mutation VehicleTypeCreate($input: VehicleTypeInput!) {
    createVehicleType(input: $input) {
      id
      ...VehicleTypeTable_vehicleType
    }
  }
`);
