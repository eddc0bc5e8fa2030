/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* A knight's way onto his phone, on the curtain once he has said who he
 * is: a QR code of his page's address (its modules from the phones
 * module, which has libqrencode) and the same
 * address to type. The address holds his seat's token, so it is shown
 * only where his secrets are. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-phone-code.h"
#include "sq-phones-loader.h"

#define QUIET_ZONE 4   /* modules of white around the code, as the standard asks */

/* Struct */

struct _SqPhoneCode
{
  AdwBin      parent_instance;

  char       *url;
  GdkTexture *texture;

  /* Template widgets */
  GtkPicture *picture;
  GtkLabel   *url_label;
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqPhoneCode, sq_phone_code, ADW_TYPE_BIN)

/* Properties */

enum
{
  PROP_0,
  PROP_URL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* GObject overrides */

static void
sq_phone_code_finalize (GObject *object)
{
  SqPhoneCode *self = SQ_PHONE_CODE (object);

  g_free (self->url);
  g_clear_object (&self->texture);

  G_OBJECT_CLASS (sq_phone_code_parent_class)->finalize (object);
}

static void
sq_phone_code_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SqPhoneCode *self = SQ_PHONE_CODE (object);

  switch (prop_id)
    {
    case PROP_URL:
      g_value_set_string (value, self->url);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_phone_code_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SqPhoneCode *self = SQ_PHONE_CODE (object);

  switch (prop_id)
    {
    case PROP_URL:
      sq_phone_code_set_url (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_phone_code_class_init (SqPhoneCodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sq_phone_code_finalize;
  object_class->get_property = sq_phone_code_get_property;
  object_class->set_property = sq_phone_code_set_property;

  properties[PROP_URL] =
    g_param_spec_string ("url", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-phone-code.ui");
  gtk_widget_class_bind_template_child (widget_class, SqPhoneCode, picture);
  gtk_widget_class_bind_template_child (widget_class, SqPhoneCode, url_label);
}

static void
sq_phone_code_init (SqPhoneCode *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* Public API */

GtkWidget *
sq_phone_code_new (void)
{
  return g_object_new (SQ_TYPE_PHONE_CODE, NULL);
}

/**
 * sq_phone_code_set_url:
 * @url: (nullable): the page's address; %NULL hides the widget
 */
void
sq_phone_code_set_url (SqPhoneCode *self,
                       const char  *url)
{
  g_return_if_fail (SQ_IS_PHONE_CODE (self));

  if (g_strcmp0 (url, self->url) == 0)
    return;

  g_free (self->url);
  self->url = g_strdup (url);
  g_clear_object (&self->texture);
  if (url != NULL)
    self->texture = sq_qr_texture_new (url, 6);
  gtk_picture_set_paintable (self->picture, GDK_PAINTABLE (self->texture));
  gtk_label_set_label (self->url_label, url != NULL ? url : "");
  gtk_widget_set_visible (GTK_WIDGET (self), url != NULL && self->texture != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_URL]);
}

const char *
sq_phone_code_get_url (SqPhoneCode *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_CODE (self), NULL);

  return self->url;
}

/**
 * sq_phone_code_get_texture:
 *
 * Returns: (transfer none) (nullable): the QR code on show
 */
GdkTexture *
sq_phone_code_get_texture (SqPhoneCode *self)
{
  g_return_val_if_fail (SQ_IS_PHONE_CODE (self), NULL);

  return self->texture;
}

/**
 * sq_qr_texture_new:
 * @text: what the code holds
 * @module_size: pixels per module
 *
 * Returns: (transfer full) (nullable): black modules on white with the
 *   quiet zone around them, %NULL when @text does not fit in a QR code
 *   or the phones module cannot be loaded
 */
GdkTexture *
sq_qr_texture_new (const char *text,
                   guint       module_size)
{
  const SqPhonesApi *api;
  g_autoptr(GBytes) code = NULL;
  const guint8 *modules;
  guint width = 0;
  g_autoptr(GBytes) bytes = NULL;
  guint8 *pixels;
  gsize side;
  gsize stride;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (module_size > 0 && module_size <= 32, NULL);

  /* loaded already when the phones are on, which is when a code is shown */
  api = sq_phones_load (NULL);
  if (api == NULL)
    return NULL;
  code = api->qr_encode (text, &width);
  if (code == NULL)
    return NULL;
  modules = g_bytes_get_data (code, NULL);

  side = (gsize) (width + 2 * QUIET_ZONE) * module_size;
  stride = side * 3;
  pixels = g_malloc (stride * side);
  memset (pixels, 0xff, stride * side);
  for (guint y = 0; y < width; y++)
    for (guint x = 0; x < width; x++)
      {
        if (modules[y * width + x] == 0)
          continue;
        for (guint dy = 0; dy < module_size; dy++)
          {
            gsize row = ((gsize) (y + QUIET_ZONE) * module_size + dy) * stride;

            memset (pixels + row + (gsize) (x + QUIET_ZONE) * module_size * 3, 0,
                    (gsize) module_size * 3);
          }
      }

  bytes = g_bytes_new_take (pixels, stride * side);

  return gdk_memory_texture_new ((int) side, (int) side, GDK_MEMORY_R8G8B8, bytes, stride);
}
