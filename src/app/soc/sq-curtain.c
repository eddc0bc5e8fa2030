/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

/* The curtain on the shared screen: "pass the screen to Sir Kay", then
 * "press and hold to see". The secret is shown through an SqReveal, which
 * puts it in the widget tree only while the button is held, so no label,
 * CSS class or accessible property names it otherwise. The reveal is
 * given the secret only once the player has confirmed who they are. */

#include "config.h"

#include <glib/gi18n.h>

#include "sq-cards.h"
#include "sq-curtain.h"
#include "sq-phone-code.h"
#include "sq-reveal.h"
#include "sq-text.h"

/* Struct */

struct _SqCurtain
{
  GtkWidget       parent_instance;

  char           *viewer;
  char           *secret_title;
  GtkWidget      *secret_widget;  /* owned; in the reveal once confirmed */

  /* Template widgets */
  GtkStack       *stack;
  AdwStatusPage  *pass_page;
  GtkButton      *confirm_button;
  GtkLabel       *viewer_label;
  GtkLabel       *title_label;
  SqReveal       *reveal;
  GtkWidget      *card_back;
  SqPhoneCode    *phone_code;
  char           *phone_url;      /* given to phone_code once confirmed */
};

/* G_DEFINE */

G_DEFINE_FINAL_TYPE (SqCurtain, sq_curtain, GTK_TYPE_WIDGET)

/* Properties and signals */

enum
{
  PROP_0,
  PROP_VIEWER,
  PROP_SECRET_TITLE,
  PROP_REVEALED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CONFIRMED,
  SIGNAL_DONE,
  SIGNAL_CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary functions */

static gboolean
is_loyalty (SqFace face)
{
  return face == SQ_FACE_LOYAL || face == SQ_FACE_TRAITOR;
}

static GtkWidget *
create_card (SqFace   face,
             gboolean large)
{
  GtkWidget *card;
  GtkWidget *word;

  g_assert (face < SQ_N_FACES);

  card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  /* a hand's cards fill their cells, all of one size */
  gtk_widget_set_halign (card, large ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  gtk_widget_add_css_class (card, "sq-card");
  gtk_widget_add_css_class (card, large ? "sq-card-large" : "sq-card-small");

  if (is_loyalty (face))
    {
      GtkWidget *emblem = gtk_overlay_new ();
      GtkWidget *shield = gtk_image_new_from_icon_name ("sq-shield-symbolic");

      /* Loyal: a white shield on blue. Traitor: a red shield struck
       * through on black, so shape tells them apart as well as colour. */
      gtk_widget_add_css_class (card, face == SQ_FACE_LOYAL ? "sq-card-loyal" : "sq-card-traitor");
      gtk_image_set_pixel_size (GTK_IMAGE (shield), large ? 96 : 48);
      gtk_widget_add_css_class (shield, "sq-card-emblem");
      gtk_overlay_set_child (GTK_OVERLAY (emblem), shield);
      if (face == SQ_FACE_TRAITOR)
        {
          GtkWidget *slash = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

          gtk_widget_set_halign (slash, GTK_ALIGN_CENTER);
          gtk_widget_set_valign (slash, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (slash, "sq-traitor-slash");
          gtk_overlay_add_overlay (GTK_OVERLAY (emblem), slash);
        }
      gtk_widget_set_vexpand (emblem, TRUE);
      gtk_widget_set_valign (emblem, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (card), emblem);
    }
  else
    {
      gtk_widget_add_css_class (card, sq_face_is_black (face) ? "sq-card-black" : "sq-card-white");
    }

  word = gtk_label_new (sq_text_face (face));
  gtk_label_set_wrap (GTK_LABEL (word), TRUE);
  gtk_label_set_justify (GTK_LABEL (word), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (word), 10);
  gtk_widget_set_vexpand (word, !is_loyalty (face));
  gtk_widget_add_css_class (word, "sq-card-word");
  gtk_widget_add_css_class (word, large ? "title-1" : "heading");
  gtk_box_append (GTK_BOX (card), word);

  return card;
}

static GtkWidget *
create_cards (const guint8 *faces,
              guint         n_faces)
{
  GtkWidget *flow;

  g_assert (faces != NULL && n_faces > 0);

  if (n_faces == 1)
    return create_card (faces[0], TRUE);

  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 5);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_widget_set_can_focus (flow, FALSE);
  for (guint i = 0; i < n_faces; i++)
    {
      GtkWidget *card = create_card (faces[i], FALSE);

      gtk_flow_box_append (GTK_FLOW_BOX (flow), card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
    }

  return flow;
}

/* Returns: (transfer full): the secret as one line of text, for the
 * accessible label of the cards (in the tree only while held) */
static char *
describe_secret (const guint8 *faces,
                 guint         n_faces)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_faces; i++)
    {
      if (i > 0)
        /* Translators: Separates the names of the cards in a hand that
         * a screen reader reads out */
        g_string_append (text, C_("card list separator", ", "));
      g_string_append (text, sq_text_face (faces[i]));
    }

  return g_string_free (text, FALSE);
}

static gboolean
is_confirmed (SqCurtain *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "hold") == 0;
}

/* The reveal holds the secret only on the "hold" step. */
static void
give_secret (SqCurtain *self)
{
  g_assert (SQ_IS_CURTAIN (self));

  if (is_confirmed (self) && self->secret_widget != NULL)
    {
      if (sq_reveal_get_child (self->reveal) != self->secret_widget)
        {
          sq_reveal_set_child (self->reveal, NULL);
          sq_reveal_set_child (self->reveal, self->secret_widget);
        }
    }
  else
    sq_reveal_set_child (self->reveal, NULL);

  /* the address opens the viewer's secrets: the same rule */
  sq_phone_code_set_url (self->phone_code, is_confirmed (self) ? self->phone_url : NULL);
}

/* Keyboard focus on the step's main button, so that a curtain opened
 * from the menu by keyboard is never left without focus. */
static void
focus_step (SqCurtain *self)
{
  g_assert (SQ_IS_CURTAIN (self));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (is_confirmed (self))
    gtk_widget_grab_focus (sq_reveal_get_button (self->reveal));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->confirm_button));
}

static void
forget_secret (SqCurtain *self)
{
  g_assert (SQ_IS_CURTAIN (self));

  sq_reveal_conceal (self->reveal);
  sq_reveal_set_child (self->reveal, NULL);
  g_clear_object (&self->secret_widget);
}

static void
set_secret (SqCurtain *self,
            GtkWidget *child)
{
  g_assert (SQ_IS_CURTAIN (self));

  /* a secret replaced under a held button shows only when pressed anew */
  forget_secret (self);
  if (child != NULL)
    self->secret_widget = g_object_ref_sink (child);
  give_secret (self);
}

static void
update_viewer_texts (SqCurtain *self)
{
  g_autofree char *title = NULL;
  g_autofree char *confirm = NULL;

  g_assert (SQ_IS_CURTAIN (self));

  if (self->viewer != NULL)
    {
      /* Translators: Title of the curtain; %s is a knight, e.g. “Sir Kay” */
      title = g_strdup_printf (_("Pass the screen to the player of %s"), self->viewer);
      /* Translators: Button the player presses to confirm who holds the
       * screen; %s is a knight, e.g. “Sir Kay” */
      confirm = g_strdup_printf (_("I Am %s"), self->viewer);
    }
  else
    {
      title = g_strdup (_("Pass the screen to the next player"));
      confirm = g_strdup (_("It Is Me"));
    }

  adw_status_page_set_title (self->pass_page, title);
  gtk_button_set_label (self->confirm_button, confirm);
  gtk_label_set_label (self->viewer_label, self->viewer != NULL ? self->viewer : "");
  gtk_widget_set_visible (GTK_WIDGET (self->viewer_label), self->viewer != NULL);
}

/* Callbacks */

static void
on_confirm_button_clicked_cb (SqCurtain *self)
{
  gtk_stack_set_visible_child_name (self->stack, "hold");
  give_secret (self);
  gtk_widget_grab_focus (sq_reveal_get_button (self->reveal));

  g_signal_emit (self, signals[SIGNAL_CONFIRMED], 0);
}

static void
on_cancel_button_clicked_cb (SqCurtain *self)
{
  g_signal_emit (self, signals[SIGNAL_CANCELLED], 0);
}

static void
on_back_button_clicked_cb (SqCurtain *self)
{
  sq_curtain_reset (self);
}

static void
on_done_button_clicked_cb (SqCurtain *self)
{
  forget_secret (self);

  g_signal_emit (self, signals[SIGNAL_DONE], 0);
}

static void
on_reveal_revealed_cb (SqCurtain *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

/* Escape leaves the curtain from either step, as Back does. */
static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  SqCurtain *self = SQ_CURTAIN (widget);

  sq_reveal_conceal (self->reveal);
  g_signal_emit (self, signals[SIGNAL_CANCELLED], 0);

  return TRUE;
}

/* GtkWidget overrides */

static void
sq_curtain_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sq_curtain_parent_class)->map (widget);

  focus_step (SQ_CURTAIN (widget));
}

/* GObject overrides */

static void
sq_curtain_dispose (GObject *object)
{
  SqCurtain *self = SQ_CURTAIN (object);

  if (self->reveal != NULL)
    forget_secret (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), SQ_TYPE_CURTAIN);

  G_OBJECT_CLASS (sq_curtain_parent_class)->dispose (object);
}

static void
sq_curtain_finalize (GObject *object)
{
  SqCurtain *self = SQ_CURTAIN (object);

  g_free (self->viewer);
  g_free (self->secret_title);
  g_free (self->phone_url);

  G_OBJECT_CLASS (sq_curtain_parent_class)->finalize (object);
}

static void
sq_curtain_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  SqCurtain *self = SQ_CURTAIN (object);

  switch (prop_id)
    {
    case PROP_VIEWER:
      g_value_set_string (value, self->viewer);
      break;

    case PROP_SECRET_TITLE:
      g_value_set_string (value, self->secret_title);
      break;

    case PROP_REVEALED:
      g_value_set_boolean (value, sq_reveal_get_revealed (self->reveal));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sq_curtain_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  SqCurtain *self = SQ_CURTAIN (object);

  switch (prop_id)
    {
    case PROP_VIEWER:
      sq_curtain_set_viewer (self, g_value_get_string (value));
      break;

    case PROP_SECRET_TITLE:
      sq_curtain_set_secret_title (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* class_init and init */

static void
sq_curtain_class_init (SqCurtainClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sq_curtain_dispose;
  object_class->finalize = sq_curtain_finalize;
  object_class->get_property = sq_curtain_get_property;
  object_class->set_property = sq_curtain_set_property;

  widget_class->map = sq_curtain_map;

  /**
   * SqCurtain:viewer:
   *
   * The translated name of the knight whose player may look, or %NULL.
   */
  properties[PROP_VIEWER] =
    g_param_spec_string ("viewer", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqCurtain:secret-title:
   *
   * What the player is about to see, e.g. “Your loyalty card”.
   */
  properties[PROP_SECRET_TITLE] =
    g_param_spec_string ("secret-title", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  /**
   * SqCurtain:revealed:
   *
   * Whether the secret is on screen, i.e. the button is held.
   */
  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SqCurtain::confirmed:
   *
   * The player of the viewer said it is them: the curtain now offers the
   * press-and-hold button.
   */
  signals[SIGNAL_CONFIRMED] =
    g_signal_new ("confirmed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqCurtain::done:
   *
   * The player is done looking. The curtain has already forgotten the
   * secret; set a new one before showing it again.
   */
  signals[SIGNAL_DONE] =
    g_signal_new ("done",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * SqCurtain::cancelled:
   *
   * The table went back instead of passing the screen.
   */
  signals[SIGNAL_CANCELLED] =
    g_signal_new ("cancelled",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (SQ_TYPE_REVEAL);
  g_type_ensure (SQ_TYPE_PHONE_CODE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE_PATH "/sq-curtain.ui");
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, card_back);
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, pass_page);
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, reveal);
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, phone_code);
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, stack);
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, title_label);
  gtk_widget_class_bind_template_child (widget_class, SqCurtain, viewer_label);
  gtk_widget_class_bind_template_callback (widget_class, on_back_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_confirm_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_done_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_reveal_revealed_cb);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_cb, NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sq-curtain");
}

static void
sq_curtain_init (SqCurtain *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->secret_title = g_strdup (_("Your loyalty card"));
  gtk_label_set_label (self->title_label, self->secret_title);
  update_viewer_texts (self);
}

/* Public API */

/**
 * sq_curtain_new:
 *
 * Returns: (transfer floating): a new #SqCurtain on its first step,
 *   "pass the screen"
 */
GtkWidget *
sq_curtain_new (void)
{
  return g_object_new (SQ_TYPE_CURTAIN, NULL);
}

/**
 * sq_curtain_set_viewer:
 * @knight_name: (nullable): the translated knight name, e.g. from
 *   sq_text_knight(), or %NULL for "the next player"
 */
void
sq_curtain_set_viewer (SqCurtain  *self,
                       const char *knight_name)
{
  g_return_if_fail (SQ_IS_CURTAIN (self));

  if (g_strcmp0 (self->viewer, knight_name) == 0)
    return;

  g_free (self->viewer);
  self->viewer = g_strdup (knight_name);
  update_viewer_texts (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

const char *
sq_curtain_get_viewer (SqCurtain *self)
{
  g_return_val_if_fail (SQ_IS_CURTAIN (self), NULL);

  return self->viewer;
}

/**
 * sq_curtain_set_secret_title:
 * @title: what the player will see, e.g. “Your loyalty card” or “Your
 *   hand”; shown before the press, so it must not be the secret itself
 */
void
sq_curtain_set_secret_title (SqCurtain  *self,
                             const char *title)
{
  g_return_if_fail (SQ_IS_CURTAIN (self));

  if (g_strcmp0 (self->secret_title, title) == 0)
    return;

  g_free (self->secret_title);
  self->secret_title = g_strdup (title);
  gtk_label_set_label (self->title_label, title != NULL ? title : "");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECRET_TITLE]);
}

const char *
sq_curtain_get_secret_title (SqCurtain *self)
{
  g_return_val_if_fail (SQ_IS_CURTAIN (self), NULL);

  return self->secret_title;
}

/**
 * sq_curtain_set_secret_cards:
 * @faces: (array length=n_faces): the cards to show, as #SqFace values
 * @n_faces: how many; one is drawn large, several as a hand
 *
 * Replaces the secret (and any secret widget). The cards are drawn only
 * while the button is held.
 */
void
sq_curtain_set_secret_cards (SqCurtain    *self,
                             const guint8 *faces,
                             guint         n_faces)
{
  GtkWidget *cards = NULL;

  g_return_if_fail (SQ_IS_CURTAIN (self));
  g_return_if_fail (faces != NULL || n_faces == 0);

  for (guint i = 0; i < n_faces; i++)
    g_return_if_fail (faces[i] < SQ_N_FACES);

  if (n_faces > 0)
    {
      g_autofree char *description = describe_secret (faces, n_faces);

      cards = create_cards (faces, n_faces);
      gtk_widget_add_css_class (cards, "sq-curtain-secret");
      gtk_accessible_update_property (GTK_ACCESSIBLE (cards),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                      -1);
    }
  set_secret (self, cards);
}

/**
 * sq_curtain_set_secret_widget:
 * @child: (nullable) (transfer floating): a widget showing the secret
 *
 * Like sq_curtain_set_secret_cards() for anything else: the curtain keeps
 * @child and puts it in the widget tree only while the button is held.
 */
void
sq_curtain_set_secret_widget (SqCurtain *self,
                              GtkWidget *child)
{
  g_return_if_fail (SQ_IS_CURTAIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  g_return_if_fail (child == NULL || gtk_widget_get_parent (child) == NULL);

  set_secret (self, child);
}

gboolean
sq_curtain_get_revealed (SqCurtain *self)
{
  g_return_val_if_fail (SQ_IS_CURTAIN (self), FALSE);

  return sq_reveal_get_revealed (self->reveal);
}

/**
 * sq_curtain_reset:
 *
 * Hides the secret and goes back to the first step, "pass the screen".
 * The viewer and the secret stay.
 */
void
sq_curtain_reset (SqCurtain *self)
{
  g_return_if_fail (SQ_IS_CURTAIN (self));

  sq_reveal_conceal (self->reveal);
  gtk_stack_set_visible_child_name (self->stack, "pass");
  give_secret (self);
  focus_step (self);
}

/**
 * sq_curtain_set_phone_url:
 * @url: (nullable): the viewer's private page, or %NULL without phones
 *
 * Shows the page's QR code and address on the step the viewer alone sees,
 * after "I am Sir …".
 */
void
sq_curtain_set_phone_url (SqCurtain  *self,
                          const char *url)
{
  g_return_if_fail (SQ_IS_CURTAIN (self));

  g_free (self->phone_url);
  self->phone_url = g_strdup (url);
  give_secret (self);
}
