import { graphql } from '@/gql';

export const VehicleTypeUpdateMutation = graphql(`
  mutation VehicleTypeUpdate($id: ID!, $input: VehicleTypeInput!, $expectedVersion: Int) {
    updateVehicleType(id: $id, input: $input, expectedVersion: $expectedVersion) {
      id
      ...VehicleTypeTable_vehicleType
    }
  }
`);
