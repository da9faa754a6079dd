import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@contracts/catalog';
import { api } from '@/lib/api';

export const getCategories = () => api<Category[]>('/api/categories');

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: getCategories });

/** Categories a visitor may browse, in the shop's order. */
export const useVisibleCategories = () =>
  useQuery({
    ...categoriesQuery,
    select: (list: Category[]) => list.filter((c) => c.isVisible).sort((a, b) => a.order - b.order),
  });
