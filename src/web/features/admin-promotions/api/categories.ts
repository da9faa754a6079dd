import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@contracts/catalog';
import { api } from '@/lib/api';

// The catalogue's own key, so the back office shares its answer.
const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: () => api<Category[]>('/api/categories') });

/** `GET /api/categories`: what a promotion may be limited to. */
export const useCategories = () => useQuery(categoriesQuery);
