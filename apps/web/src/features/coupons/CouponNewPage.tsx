import { COUPON_MSG, couponCreateBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { coupons, createCoupon } from './api/coupons';
import { CouponForm, emptyCoupon } from './components/CouponForm';

/** /coupons/new */
export default function CouponNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: couponCreateBody,
    defaultValues: emptyCoupon,
    submit: (body) => createCoupon(body),
    successMessage: COUPON_MSG.created,
    invalidate: [coupons.keys.all],
    onSuccess: (c) => navigate(`/coupons/${c.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar cupom" backTo="/coupons/list" />
      <CouponForm form={form} cancelTo="/coupons/list" creating />
    </Stack>
  );
}
