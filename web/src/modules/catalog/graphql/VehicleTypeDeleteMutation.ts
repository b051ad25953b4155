import { graphql } from '@/gql';

export const VehicleTypeDeleteMutation = graphql(`
  mutation VehicleTypeDelete($id: ID!, $expectedVersion: Int) {
    deleteVehicleType(id: $id, expectedVersion: $expectedVersion)
  }
`);
