import type { StockRow } from '@storefront/shared/contract/stock';
import { Alert, Box, Button, Typography } from '@storefront/shared/mui/core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { type FormEvent, useId } from 'react';
import { useCatalogTranslation } from '../../../i18n';
import { messageText } from '../../../utils/error-text';
import { useProductStock } from '../api/get-product-stock';
import { useStockEditor } from '../hooks/use-stock-editor';
import { StockFields } from './stock-fields';

export interface StockDialogProps {
  product: { id: number; name: string };
  open: boolean;
  onClose: () => void;
  /** The stock was saved (the grid's totals read it again). */
  onSaved?: () => void;
}

const NO_ROWS: readonly StockRow[] = [];

/**
 * Shop-spec 1.1: the product card's load button opens 'Остатки', a quantity per district of
 * every city, and 'Сохранить'. Mount it anew for each opening: the edits start empty. MUI's
 * dialog takes the focus in and gives it back to the load button when it closes.
 */
export function StockDialog({ product, open, onClose, onSaved }: StockDialogProps) {
  const { t } = useCatalogTranslation();
  const titleId = useId();
  const stock = useProductStock(product.id);
  const rows = stock.data?.rows ?? NO_ROWS;
  const editor = useStockEditor(product.id, rows, onClose, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  return (
    <Dialog
      open={open}
      onClose={editor.busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <Box
        component="form"
        ref={editor.formRef}
        noValidate
        onSubmit={submit}
        // A flex column, so the content scrolls between a fixed title and fixed buttons.
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{t('stock.title')}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{product.name}</DialogContentText>
          {editor.message && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {messageText(t, editor.message)}
            </Alert>
          )}
          {stock.data ? (
            rows.length > 0 ? (
              <StockFields
                rows={rows}
                edits={editor.edits}
                onEdit={editor.edit}
                disabled={editor.busy}
              />
            ) : (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {t('stock.none')}
              </Typography>
            )
          ) : stock.error ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void stock.mutate()}>
                  {t('common.retry')}
                </Button>
              }
            >
              {t('stock.loadFailed')}
            </Alert>
          ) : (
            <Typography sx={{ mt: 2 }}>{t('common.loading')}</Typography>
          )}
        </DialogContent>
        {rows.length > 0 ? (
          <FormDialogActions submitLabel={t('common.save')} onCancel={onClose} busy={editor.busy} />
        ) : (
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        )}
      </Box>
    </Dialog>
  );
}
