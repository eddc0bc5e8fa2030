/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The store's internals (sq-record-store-private.h: the lock, the scan,
 * the housekeeping, the failures tests inject) with the Shadows over
 * Camelot calls beside them. */

#pragma once

#include "sq-record-store-private.h"
#include "sq-store.h"
