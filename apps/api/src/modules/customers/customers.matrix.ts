import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/customer/users': { url: '/api/v1/customer/users', grant: ['index', 'tf users'] },
    'GET /api/v1/customer/users/:id': { url: '/api/v1/customer/users/999999', grant: ['index', 'tf users'] },
    'PUT /api/v1/customer/users/:id': {
      url: '/api/v1/customer/users/999999',
      payload: { name: 'Fulano', person_type: 'physical', cpf: '52998224725', email: 'fulano@teste.local', user_kind: 'athlete', lock_version: 0 },
      grant: ['update', 'tf users'],
    },
    'DELETE /api/v1/customer/users/:id': { url: '/api/v1/customer/users/999999', grant: ['destroy', 'tf users'] },
    'POST /api/v1/customer/users/:id/enable': { url: '/api/v1/customer/users/999999/enable', grant: ['enable', 'tf users'] },
    'POST /api/v1/customer/users/:id/disable': { url: '/api/v1/customer/users/999999/disable', grant: ['disable', 'tf users'] },
    'POST /api/v1/customer/users/:id/forgot_password': { url: '/api/v1/customer/users/999999/forgot_password', grant: ['update', 'tf users'] },
    'GET /api/v1/customer/users/:id/subscriptions': { url: '/api/v1/customer/users/999999/subscriptions', grant: ['index', 'tf users'] },
    'GET /api/v1/customer/users/:id/orders': { url: '/api/v1/customer/users/999999/orders', grant: ['index', 'tf users'] },
    'GET /api/v1/customer/users/:id/access_log': { url: '/api/v1/customer/users/999999/access_log', grant: ['access_log', 'tf users'] },
    'GET /api/v1/customer/users/:id/personal_data': { url: '/api/v1/customer/users/999999/personal_data', grant: ['data_export', 'tf users'] },
    'POST /api/v1/customer/users/:id/anonymize': { url: '/api/v1/customer/users/999999/anonymize', payload: { confirmation: 'ANONIMIZAR' }, grant: ['anonymize', 'tf users'] },
    'POST /api/v1/report/customer/users.csv': { url: '/api/v1/report/customer/users.csv', payload: {}, grant: ['export', 'tf users'] },
    'GET /api/v1/report/customer_user_reports': { url: '/api/v1/report/customer_user_reports', grant: ['export', 'tf users'] },
  }),
};
