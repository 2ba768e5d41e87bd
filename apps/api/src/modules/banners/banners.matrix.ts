import type { ModuleMatrix } from '../../test/matrix.ts';

const body = { title: 'Banner da matriz', image_url: 'https://cdn.exemplo.com/b.jpg', position: 1 };

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/banners': { url: '/api/v1/banners', grant: ['index', 'banners'] },
    'GET /api/v1/banners/:id': { url: '/api/v1/banners/999999', grant: ['index', 'banners'] },
    'POST /api/v1/banners/': { url: '/api/v1/banners/', payload: body, grant: ['create', 'banners'] },
    'PUT /api/v1/banners/:id': { url: '/api/v1/banners/999999', payload: { ...body, lock_version: 0 }, grant: ['update', 'banners'] },
    'DELETE /api/v1/banners/:id': { url: '/api/v1/banners/999999', grant: ['destroy', 'banners'] },
    'POST /api/v1/banners/:id/enable': { url: '/api/v1/banners/999999/enable', grant: ['enable', 'banners'] },
    'POST /api/v1/banners/:id/disable': { url: '/api/v1/banners/999999/disable', grant: ['disable', 'banners'] },
  }),
};
