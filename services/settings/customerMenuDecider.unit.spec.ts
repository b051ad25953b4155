import { describe, it } from 'vitest';
import type { CustomerMenuEvent, CustomerMenuItem } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { customerMenuDecider } from './customerMenuDecider.js';

const saved = (items: CustomerMenuItem[]): CustomerMenuEvent => ({ type: 'CustomerMenuSaved', data: { items } });
const save = (items: CustomerMenuItem[]) => ({ type: 'SaveCustomerMenu' as const, items });
const website: CustomerMenuItem = { title: 'Website', url: 'https://shine.example', isEnabled: true, sortOrder: 0 };
const reviews: CustomerMenuItem = { title: 'Reviews', url: 'https://reviews.example', isEnabled: false, sortOrder: 1 };

describe('SaveCustomerMenu', () => {
  it('saves the whole list, in the order sent', () => {
    given(customerMenuDecider, []).when(save([reviews, website])).then([saved([reviews, website])]);
  });

  it('replaces the list before, and may empty it', () => {
    given(customerMenuDecider, [saved([website])]).when(save([website, reviews])).then([saved([website, reviews])]);
    given(customerMenuDecider, [saved([website])]).when(save([])).then([saved([])]);
  });

  it('records nothing when the list sent is the one in force', () => {
    given(customerMenuDecider, []).when(save([])).then([]);
    given(customerMenuDecider, [saved([website, reviews])]).when(save([{ ...website }, { ...reviews }])).then([]);
  });

  it('records a change of switch, sort order or place alone', () => {
    given(customerMenuDecider, [saved([website, reviews])]).when(save([website, { ...reviews, isEnabled: true }])).then([saved([website, { ...reviews, isEnabled: true }])]);
    given(customerMenuDecider, [saved([website, reviews])]).when(save([website, { ...reviews, sortOrder: 9 }])).then([saved([website, { ...reviews, sortOrder: 9 }])]);
    given(customerMenuDecider, [saved([website, reviews])]).when(save([reviews, website])).then([saved([reviews, website])]);
  });
});
