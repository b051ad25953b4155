import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { VehicleTypeTable_VehicleTypeFragment } from '@/gql/graphql';
import { isPricedByTheRule } from '@/modules/catalog/utils/vehicleTypeForm';
import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { formatCreatedDate } from './createdDate';
import { DEFAULT_TYPES_NOTE } from './vehicleTypeToasts';
import * as styles from './vehicleTypes.css';

export const VehicleTypeTable_vehicleType = graphql(`
  fragment VehicleTypeTable_vehicleType on VehicleType {
    id
    version
    name
    description
    isActive
    createdAt
  }
`);

/** A vehicle type as the table shows it; the dialogs edit and delete this. */
export type VehicleTypeRow = VehicleTypeTable_VehicleTypeFragment;

const NOTE_ID = 'vehicle-types-default-note';

export interface VehicleTypeTableProps {
  vehicleTypes: readonly FragmentType<typeof VehicleTypeTable_vehicleType>[] | null;
  error: Error | null;
  timeZone: string;
  onEdit(type: VehicleTypeRow): void;
  onDelete(type: VehicleTypeRow): void;
}

/** Vehicle Types (001 §2): Name, Description, Status, Created and Actions. */
export function VehicleTypeTable({ error, timeZone, onEdit, onDelete, ...props }: VehicleTypeTableProps) {
  const types = getFragmentData(VehicleTypeTable_vehicleType, props.vehicleTypes);
  if (error && !types) {
    return (
      <p role="alert" className={styles.message}>
        Could not load the vehicle types: {error.message}
      </p>
    );
  }
  if (!types) {
    return (
      <p role="status" className={styles.message}>
        Loading vehicle types...
      </p>
    );
  }
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="Vehicle types">
          <thead>
            <tr>
              <th scope="col" className={styles.nameHeader}>
                Name
              </th>
              <th scope="col">Description</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => {
              const kept = isPricedByTheRule(type.name);
              return (
                <tr key={type.id}>
                  <th scope="row" className={styles.name}>
                    {type.name}
                  </th>
                  <td className={styles.description}>{type.description}</td>
                  <td>
                    <Badge tone={type.isActive ? 'green' : 'gray'}>{type.isActive ? 'Active' : 'Inactive'}</Badge>
                  </td>
                  <td className={styles.nowrap}>{formatCreatedDate(type.createdAt, timeZone)}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button variant="outline" size="sm" aria-label={`Edit ${type.name}`} onPress={() => onEdit(type)}>
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Delete ${type.name}`}
                        isDisabled={kept}
                        aria-describedby={kept ? NOTE_ID : undefined}
                        onPress={() => onDelete(type)}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
            {types.length === 0 && (
              <tr>
                <td colSpan={5} className={styles.message}>
                  No vehicle types yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p id={NOTE_ID} className={styles.note}>
        {DEFAULT_TYPES_NOTE}
      </p>
    </>
  );
}
