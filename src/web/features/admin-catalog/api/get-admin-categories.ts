import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@contracts/catalog';
import { adminKeys } from '@/lib/admin-keys';
import { api } from '@/lib/api';

export const getAdminCategories = () => api<Category[]>('/api/admin/categories');

export const adminCategoriesQuery = queryOptions({ queryKey: adminKeys.categories, queryFn: getAdminCategories });

/** Every category, hidden ones included, in the shop's display order. */
export const useAdminCategories = () =>
  useQuery({ ...adminCategoriesQuery, select: (list: Category[]) => [...list].sort((a, b) => a.order - b.order) });
