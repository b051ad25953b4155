import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { CustomerSearchQuery as CustomerSearchResult } from '@/gql/graphql';
import { CustomerSearchQuery } from '@/modules/bookings/graphql/CustomerSearchQuery';
import { listBoxOption, listBoxPopover } from '@/ui/ListBoxPopover/listBoxPopover.css';
import * as styles from './create.css';

export type KnownCustomerChoice = CustomerSearchResult['customers']['items'][number];

/** 000 §5: the customer search runs only when the text is empty or at least 2 characters. */
export function shouldSearchCustomers(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length >= 2;
}

export function CustomerSearchField({ onChoose }: { onChoose(customer: KnownCustomerChoice): void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  if (shouldSearchCustomers(text) && text.trim() !== search) setSearch(text.trim());
  const query = useQuery(CustomerSearchQuery, { variables: { search: search || null }, fetchPolicy: 'cache-and-network' });
  const customers = query.data?.customers.items ?? [];

  return (
    <ComboBox
      className={styles.field}
      inputValue={text}
      onInputChange={setText}
      items={customers}
      menuTrigger="focus"
      allowsEmptyCollection
      onSelectionChange={(key) => {
        const chosen = customers.find((c) => c.id === key);
        if (chosen) {
          onChoose(chosen);
          setText(chosen.fullName);
        }
      }}
    >
      <Label className={styles.label}>Search Customers</Label>
      <Input className={styles.input} placeholder="Search by name, email or mobile" />
      <Text slot="description" className={styles.description}>
        Choose a previous customer to fill in their details.
      </Text>
      <Popover className={listBoxPopover}>
        <ListBox<KnownCustomerChoice> renderEmptyState={() => <div className={listBoxOption}>No customers found</div>}>
          {(customer) => (
            <ListBoxItem id={customer.id} textValue={customer.fullName} className={listBoxOption}>
              {customer.fullName}
              <span className={styles.optionDetail}>
                {customer.email} · {customer.mobile}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
