import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@contracts/catalog';
import { api } from '@/lib/api';

export const getFeaturedGifts = () => api<Gift[]>('/api/gifts/featured');

export const featuredGiftsQuery = queryOptions({ queryKey: ['gifts', 'featured'], queryFn: getFeaturedGifts });

export const useFeaturedGifts = () => useQuery(featuredGiftsQuery);
