import { ListState } from '@storefront/shared/ui/admin/list-state';
import { OnSaleProducts } from '../../features/catalogue/components/on-sale-products';
import { HomeEmpty } from '../../features/home/components/home-empty';
import { ShopFront } from '../../features/home/components/shop-front';
import { LatestReviews } from '../../features/reviews/components/latest-reviews';
import { useCity } from '../../hooks/use-city';
import { useStorefrontTranslation } from '../../i18n';
import { withCity } from '../../utils/city-link';
import type { StorefrontPaths } from '../paths';

/**
 * '/': the shop's front once anything is on sale (issue 21), else the seed's page as its empty
 * state. Which one is known from the cities alone (`on_sale`): the empty state asks for nothing
 * more, the front only for what it shows.
 */
export function HomeRoute({ paths }: { paths: StorefrontPaths }) {
  const { t } = useStorefrontTranslation();
  const place = useCity();
  const { city } = place;
  if (place.loading || place.error) {
    return (
      <ListState
        loading={place.loading}
        error={place.error}
        onRetry={place.retry}
        errorText={t('home.loadError')}
        empty={false}
        noneText=""
      />
    );
  }
  if (!city || !place.cities.some((each) => each.on_sale > 0)) return <HomeEmpty />;
  const productHref = (id: number) => withCity(paths.productOf(id), city.id);
  return (
    <ShopFront
      products={
        <OnSaleProducts
          city={city}
          cities={place.cities}
          onChoose={place.choose}
          productHref={productHref}
          allHref={withCity(paths.products, city.id)}
        />
      }
      reviews={
        <LatestReviews productPath={productHref} allHref={withCity(paths.reviews, city.id)} />
      }
    />
  );
}
