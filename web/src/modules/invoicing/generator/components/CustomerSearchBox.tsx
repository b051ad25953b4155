import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { getFragmentData } from '@/gql';
import type { BilledToCustomer_CustomerFragment } from '@/gql/graphql';
import { useDebouncedValue } from '@/modules/customers/hooks/useDebouncedValue';
import { BilledToCustomer_customer } from '@/modules/invoicing/generator/graphql/BilledToCustomerFragment';
import { GeneratorCustomerSearchQuery } from '@/modules/invoicing/generator/graphql/GeneratorCustomerSearchQuery';
import { listBoxOption, listBoxPopover } from '@/ui/ListBoxPopover/listBoxPopover.css';
import * as field from '@/ui/TextField/TextField.css';
import * as styles from './generator.css';

/** As the Customers screen searches: after a pause in typing, and only from 2 characters. */
const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

interface Props {
  errorMessage?: string;
  onChoose(customer: BilledToCustomer_CustomerFragment): void;
}

/** 'Billed to': find an existing customer by name, e-mail or mobile and pick one. */
export function CustomerSearchBox({ errorMessage, onChoose }: Props) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const tooShort = search.length < MIN_SEARCH;
  const query = useQuery(GeneratorCustomerSearchQuery, { variables: { search }, skip: tooShort, fetchPolicy: 'cache-and-network' });
  const customers = tooShort ? [] : getFragmentData(BilledToCustomer_customer, query.data?.customers.items ?? []);

  return (
    <ComboBox
      className={field.field}
      inputValue={text}
      onInputChange={setText}
      items={customers}
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      onSelectionChange={(key) => {
        const chosen = customers.find((c) => c.id === key);
        if (chosen) onChoose(chosen);
      }}
    >
      <Label className={field.label}>Search customers</Label>
      <Input className={field.input} placeholder="Name, email or mobile (2+ characters)" />
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={listBoxPopover}>
        <ListBox<BilledToCustomer_CustomerFragment>
          renderEmptyState={() => <div className={listBoxOption}>{tooShort ? 'Type 2 or more characters' : query.loading ? 'Searching…' : 'No customers found'}</div>}
        >
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
