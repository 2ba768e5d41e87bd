export { DataTable, type Column, type DataTableProps } from './DataTable';
export { FilterSelect } from './FilterSelect';
export { ListPagination } from './ListPagination';
export { pageCount, paginationRange, type PageItem } from './pagination-range';
export { SearchInput } from './SearchInput';
export { countText, useList, type UseListOptions, type UseListResult } from './use-list';
export { useListState, type ListState, type ListStateOptions } from './use-list-state';
