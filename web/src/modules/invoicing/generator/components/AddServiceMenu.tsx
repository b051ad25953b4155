import { formatCents } from '@detailing/schema/catalog/money';
import type { ServicePricing_ServiceFragment } from '@/gql/graphql';
import { type PricingChoice, servicePriceCents } from '@/modules/invoicing/generator/utils/servicePricing';
import { Button } from '@/ui/Button/Button';
import { Menu } from '@/ui/Menu/Menu';
import { MenuItem } from '@/ui/Menu/MenuItem';
import { MenuTrigger } from '@/ui/Menu/MenuTrigger';

interface Props {
  services: readonly ServicePricing_ServiceFragment[];
  pricing: PricingChoice;
  onAdd(service: ServicePricing_ServiceFragment): void;
}

/** 'Add service': the active services, each with its price for the chosen vehicle. */
export function AddServiceMenu({ services, pricing, onAdd }: Props) {
  const offered = services.filter((service) => service.active);
  return (
    <MenuTrigger>
      <Button variant="outline" isDisabled={offered.length === 0}>
        Add service
      </Button>
      <Menu
        placement="bottom start"
        onAction={(key) => {
          const service = offered.find((s) => s.id === Number(key));
          if (service) onAdd(service);
        }}
      >
        {offered.map((service) => (
          <MenuItem key={service.id} id={service.id} textValue={service.name}>
            {`${service.name} — ${formatCents(servicePriceCents(service, pricing))}`}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
